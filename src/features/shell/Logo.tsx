/** The shop's mark: a wine glass. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M10 3h12l-1 9a5 5 0 0 1-10 0z" fill="#690F3A" stroke="#fff" strokeWidth="1.5" />
      <path d="M16 17v9M11 28h10" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
