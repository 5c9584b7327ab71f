declare module 'virtual:client-assets' {
  /** Files of the client build the pages load (see scripts/vite/client-assets.ts). */
  export const clientAssets: { scripts: string[]; preloads: string[]; styles: string[] };
}
