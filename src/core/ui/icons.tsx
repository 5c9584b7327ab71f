/** Inline SVG icons: no icon font, no extra request. Decorative unless given a title. */
interface IconProps {
  size?: number;
  title?: string;
}

function Svg({ size = 24, title, children }: IconProps & { children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: titled when it means something, aria-hidden when the text beside it says it
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1.2-1.3-2-1-1 .8a4 4 0 0 1-2.2-2.2l.8-1-1-2z" />
    </Svg>
  );
}

export function TrashIcon({ size = 20, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
    </Svg>
  );
}

export function WineGlassIcon({ size = 22, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <path d="M8 2h8l-.5 6a3.5 3.5 0 0 1-7 0L8 2z" />
      <path d="M12 11.5V20" />
      <path d="M8 21h8" />
    </Svg>
  );
}
