import type { AppRouter } from '@pitboss/gateway';
import type {
  inferRouterInputs,
  inferRouterOutputs,
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
} from '@trpc/server';

type Root = AppRouter['_def']['_config']['$types'];

/** Spelled out by the compiler (no alias), so the declarations hold the procedures themselves. */
function spelledOut<T>(): { [K in keyof T]: T[K] } {
  return undefined as never;
}
/**
 * The procedures as a client sees them: input and output, without what a procedure declares for
 * the server alone (its meta), which names the gateway's own types.
 */
type ClientSide<T> =
  T extends TRPCQueryProcedure<infer D>
    ? TRPCQueryProcedure<{
        input: D['input'];
        output: D['output'];
        meta: object;
      }>
    : T extends TRPCMutationProcedure<infer D>
      ? TRPCMutationProcedure<{
          input: D['input'];
          output: D['output'];
          meta: object;
        }>
      : { [K in keyof T]: ClientSide<T[K]> };
const _procedures = spelledOut<ClientSide<AppRouter['_def']['record']>>();
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
