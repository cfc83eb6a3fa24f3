/** One operation as readOperations() reads it from the contract. */
export interface ContractOperation {
  id: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH';
  path: string;
  tag: string;
  hook: 'query' | 'mutation';
  globalLoader: boolean;
  fingerprint: string | null;
  host: 'api' | 'admin';
  expiresSessionOn401: boolean;
  idempotent: boolean;
  beyondSpec: boolean;
  body: 'json' | 'form' | 'multipart' | null;
  validationError: { envelope: string; field: string };
}

export declare const DEFAULT_INPUT: string;
export declare const DEFAULT_OUTPUT: string;
export declare function readOperations(document: unknown): ContractOperation[];
export declare function renderOperations(document: unknown, source?: string): string;
export declare function generateOperations(input?: string, output?: string): string;
