// The SDL is imported as text: by wrangler's Text module rule (backend/wrangler.toml) and, in
// Vite builds and tests, by scripts/vite/text-modules.ts.
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
}
