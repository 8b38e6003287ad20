import type { CSSProperties } from 'react';

// The site's palette and type (apps/web/src/styles.css), as inline styles: mail programs ignore most
// style sheets. Fonts fall back to what every reader has; the web fonts are not fetched.
export const colors = {
  primary: '#2f5d50',
  primaryDark: '#1c3831',
  primaryTint: '#eff5f2',
  accent: '#a95b38',
  sand: '#faf7f2',
  sandLine: '#e2d6c3',
  muted: '#6b5f50',
  ink: '#1f2a26',
  white: '#ffffff',
};

export const fonts = {
  sans: "'Inter', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  display: "'Fraunces', Georgia, 'Times New Roman', serif",
};

export const text: CSSProperties = {
  margin: '0 0 16px',
  color: colors.ink,
  fontFamily: fonts.sans,
  fontSize: '16px',
  lineHeight: '24px',
};

export const small: CSSProperties = { ...text, fontSize: '13px', lineHeight: '20px', color: colors.muted };
