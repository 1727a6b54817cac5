export interface CountingProxy {
  url: string;
  requests(): { method: string; path: string }[];
  forget(): void;
  close(): Promise<void>;
}
export function startCountingProxy(
  target: string,
  options?: { port?: number },
): Promise<CountingProxy>;
