// biome-ignore-all lint/a11y/noSvgWithoutTitle: the svg is role=img with aria-label(ledby), or aria-hidden
import { useId } from 'react';
import { type CardColour, CardOrientation, Network } from '../../../enums/card';
import { designLabel, type CardDesign } from '../../../enums/cardDesigns';

/**
 * A picture of a card face, drawn from the design table's data (colour, orientation, network): no artwork is
 * downloaded. The brand marks are plain text and shapes standing in for the networks' logos.
 */
const FILLS: Readonly<Record<CardColour, { readonly from: string; readonly to: string; readonly ink: string }>> = {
  black: { from: '#2b2b30', to: '#101012', ink: '#ffffff' },
  gold: { from: '#e9d28f', to: '#b08a34', ink: '#3a2a05' },
  pink: { from: '#f7c3d6', to: '#e98fb2', ink: '#4a1327' },
  blue: { from: '#8fb5ee', to: '#4a7fd0', ink: '#0b2247' },
  lavender: { from: '#d6c9f2', to: '#a893dc', ink: '#2a1b52' },
};

/** ISO/IEC 7810 ID-1, in millimetres. */
const LONG = 85.6;
const SHORT = 54;

function BrandMark({ network, x, y, ink }: { network: Network; x: number; y: number; ink: string }) {
  if (network === Network.Master) {
    return (
      <g>
        <circle cx={x - 11} cy={y - 6} r={6.5} fill="#eb001b" />
        <circle cx={x - 3} cy={y - 6} r={6.5} fill="#f79e1b" fillOpacity={0.9} />
      </g>
    );
  }
  if (network === Network.Jcb) {
    return (
      <g fontFamily="sans-serif" fontWeight={700} fontSize={6} fill="#ffffff" textAnchor="middle">
        {(['#0e4c96', '#e60012', '#008f4c'] as const).map((fill, i) => (
          <g key={fill}>
            <rect x={x - 21 + i * 7} y={y - 12} width={6.4} height={11} rx={1.5} fill={fill} />
            <text x={x - 17.8 + i * 7} y={y - 4.2}>
              {'JCB'[i]}
            </text>
          </g>
        ))}
      </g>
    );
  }
  return (
    <text x={x} y={y - 2} textAnchor="end" fontFamily="sans-serif" fontStyle="italic" fontWeight={800} fontSize={10} fill={ink}>
      VISA
    </text>
  );
}

/** `decorative`: beside a text that already names the face (a choice's label), so screen readers skip the picture. */
export function CardFace({ design, className, decorative = false }: { design: CardDesign; className?: string; decorative?: boolean }) {
  const gradient = useId();
  const portrait = design.orientation === CardOrientation.Portrait;
  const width = portrait ? SHORT : LONG;
  const height = portrait ? LONG : SHORT;
  const fill = FILLS[design.colour];
  const chip = portrait ? { x: 8, y: 30 } : { x: 8, y: 18 };
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      data-design={design.code}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': designLabel(design) })}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={fill.from} />
          <stop offset="1" stopColor={fill.to} />
        </linearGradient>
      </defs>
      <rect
        x={0.5}
        y={0.5}
        width={width - 1}
        height={height - 1}
        rx={3.2}
        fill={`url(#${gradient})`}
        stroke="#00000033"
        strokeWidth={0.5}
      />
      <rect x={chip.x} y={chip.y} width={11} height={8.5} rx={1.6} fill="#d9c07a" stroke="#8c7434" strokeWidth={0.4} />
      <path d={`M${chip.x} ${chip.y + 4.25}h11M${chip.x + 5.5} ${chip.y}v8.5`} stroke="#8c7434" strokeWidth={0.4} />
      <BrandMark network={design.network} x={width - 6} y={height - 5} ink={fill.ink} />
    </svg>
  );
}
