/** The backend worker's Hono environment. */
export interface BackendEnv {
  Bindings: Env;
  Variables: {
    /** A GET's read-replica session (backend/src/db/replica-reads.ts). */
    reads?: D1DatabaseSession;
  };
}
