import type { SVGProps } from "react";

/** Brand and utility icons drawn inline (no icon font or CDN); decorative, the link carries the name. */
const base = (props: SVGProps<SVGSVGElement>) => ({ width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false, ...props }) as const;

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.4H7.7V14h2.7v8z" />
  </svg>
);

export const YoutubeIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);

export const LinkedinIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.93 1.3-1.93 2.64V21h-4z" />
  </svg>
);

export const MessengerIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M12 2C6.4 2 2 6.1 2 11.4c0 2.8 1.2 5.2 3.2 6.9V22l3-1.7c1.2.3 2.4.5 3.8.5 5.6 0 10-4.1 10-9.4S17.6 2 12 2zm1 12.6-2.6-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7z" />
  </svg>
);

export const ZaloIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} viewBox="0 0 48 48">
    <path fill="currentColor" d="M24 4C12.4 4 3 12.3 3 22.5c0 5.6 2.8 10.6 7.3 14L9 44l8-4.3c2.2.7 4.5 1 7 1 11.6 0 21-8.3 21-18.5S35.6 4 24 4z" />
    <path
      fill="#fff"
      d="M12 17h8.5v2.2l-5.6 7.1h5.8V29H11.6v-2.2l5.6-7.1H12zm10.5 3.5h2.4V29h-2.4v-.8a3.9 3.9 0 0 1-2.3.9c-2.4 0-4-1.9-4-4.4s1.6-4.4 4-4.4c.9 0 1.7.3 2.3.8zm-2 6.5c1.1 0 2-.9 2-2.2s-.9-2.2-2-2.2-2 .9-2 2.2.9 2.2 2 2.2zm6-10h2.4v12h-2.4zm7.7 3.3c2.5 0 4.3 1.9 4.3 4.4s-1.8 4.4-4.3 4.4-4.3-1.9-4.3-4.4 1.8-4.4 4.3-4.4zm0 6.6c1.2 0 2-.9 2-2.2s-.8-2.2-2-2.2-2 .9-2 2.2.8 2.2 2 2.2z"
    />
  </svg>
);

export const ArrowUpIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)} fill="currentColor">
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
  </svg>
);
