// The SDL is imported as text through Vite's `?raw` suffix (the backend is bundled by Vite, and
// its tests run through it too).
declare module '*.graphql?raw' {
  const sdl: string;
  export default sdl;
}
