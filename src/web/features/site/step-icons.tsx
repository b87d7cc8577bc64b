import type { ReactNode, SVGProps } from "react";

/** Line icons of the home page's sections, drawn inline (24 px grid, 2 px stroke); decorative, the heading names the step. */
const Line = ({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) => (
  <svg
    width={28}
    height={28}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    {...props}
  >
    {children}
  </svg>
);

export const stepIcons = {
  register: (
    <Line>
      <circle cx="9" cy="8" r="4" />
      <path d="M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 3.5 1.4M16 19h6M19 16v6" />
    </Line>
  ),
  answer: (
    <Line>
      <path d="M3.5 5.5 5 7l2.5-2.5M3.5 11.5 5 13l2.5-2.5M3.5 17.5 5 19l2.5-2.5M11 6h9M11 12h9M11 18h9" />
    </Line>
  ),
  essay: (
    <Line>
      <path d="M14 3v4a1 1 0 0 0 1 1h4" />
      <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM12 17v-6M9.5 13.5 12 11l2.5 2.5" />
    </Line>
  ),
  follow: (
    <Line>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4.5a2.5 2.5 0 0 0 2.9 4.9M17 6h2.5a2.5 2.5 0 0 1-2.9 4.9" />
    </Line>
  ),
} as const;

export const reasonIcons = {
  impact: (
    <Line>
      <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </Line>
  ),
  prizes: (
    <Line>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C9.5 3 11 5.5 12 8c1-2.5 2.5-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </Line>
  ),
  open: (
    <Line>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
    </Line>
  ),
} as const;
