export interface TestPostgres {
  url: string;
  stop(): void;
}

export function startPostgres(): Promise<TestPostgres>;
