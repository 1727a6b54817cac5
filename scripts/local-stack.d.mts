import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

export interface LocalStackOptions {
  dataDir?: string;
  ports?: { cognito?: number; sandbox?: number; gateway?: number };
  eventRate?: number;
  fresh?: boolean;
  quiet?: boolean;
  out?: Writable;
  env?: Record<string, string>;
  mains?: { identity?: string; sandbox?: string; gateway?: string };
  extraGateways?: number[];
  webDist?: string;
}

export interface LocalStack {
  dataDir: string;
  ports: { cognito: number; sandbox: number; gateway: number };
  identityFile: string;
  sandboxUrl: string;
  gatewayUrl: string;
  services: string[];
  children: { name: string; child: ChildProcess }[];
  stop(): Promise<void>;
}

export function startLocalStack(options?: LocalStackOptions): Promise<LocalStack>;

export function missingBuildOutputs(
  mains: { identity: string; sandbox: string; gateway: string },
  webDist: string,
): string[];

export function defaultMains(): {
  identity: string;
  sandbox: string;
  gateway: string;
  webDist: string;
};
