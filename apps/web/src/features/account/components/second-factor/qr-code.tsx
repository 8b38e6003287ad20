import { encode } from 'uqr';

/**
 * `text` as a QR code, drawn here as SVG (no image service sees the key): loaded on demand, by the
 * authenticator set-up only (docs/decisions/second-factors.md). Quiet zone of 4 modules, as the standard asks.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      className="rounded-xl border border-sand-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
