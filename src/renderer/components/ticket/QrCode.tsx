import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Modules of white border every QR reader expects around the code. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code of `text` as one SVG path (a square per module), and the code's size. */
function qrPath(text: string): { size: number; d: string } {
  // Error correction M: a creased or slightly smudged thermal ticket still scans.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + QUIET_ZONE * 2, d: parts.join('') };
}

/** A QR code as SVG, drawn in the current text colour; generated here, so printing needs no network. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}
