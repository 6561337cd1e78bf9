/**
 * Types for the slices' CSS modules (`slices/<name>/index.module.css`) when Next's generated
 * `next-env.d.ts` is absent (fresh checkout, `tsc` before `next build`). A distinct pattern from
 * Next's own `*.module.css` declaration, so both can coexist.
 */
declare module '*/index.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
