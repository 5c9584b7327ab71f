/** The backend worker's Hono environment. */
export interface BackendEnv {
  Bindings: Env;
}
