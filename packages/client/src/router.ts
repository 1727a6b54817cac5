import type { AppRouter } from '@pitboss/gateway';
import type { inferRouterInputs, inferRouterOutputs, TRPCBuiltRouter } from '@trpc/server';

type Root = AppRouter['_def']['_config']['$types'];

/** Spelled out by the compiler (no alias), so the declarations hold the procedures themselves. */
function spelledOut<T>(): { [K in keyof T]: T[K] } {
  return undefined as never;
}
const _procedures = spelledOut<AppRouter['_def']['record']>();
const _errorShape = spelledOut<Root['errorShape']>();

/** The gateway's procedures, their inputs and outputs, and its error shape (no server context). */
export type PitbossRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: typeof _errorShape; transformer: false },
  typeof _procedures
>;

/** Every procedure's input (`PitbossInputs['slots']['bulkOrder']`). */
export type PitbossInputs = inferRouterInputs<PitbossRouter>;
/** Every procedure's answer (`PitbossOutputs['slots']['filter']`). */
export type PitbossOutputs = inferRouterOutputs<PitbossRouter>;
