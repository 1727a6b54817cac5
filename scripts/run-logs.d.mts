import type { WriteStream } from 'node:fs';

export const RUN_LOG_DIR: string;
export const RUN_LOGS: {
  e2eStack: string;
  scaleOutStack: string;
  scaleOutGateways: string;
  scaleOutHaproxy: string;
  npmStart: string;
  dockerGatewayAlone: string;
  dockerLocalProfile: string;
  dockerPostgresProfile: string;
};
export function runLogPath(name: keyof typeof RUN_LOGS): string;
export function runLog(name: keyof typeof RUN_LOGS): WriteStream;
