// One dashboard chart drawn with visx (issue 31; docs/decisions.md "Dashboard charts"): SVG that a screen reader
// reads as one image named by its title (the Table view beside it has every value), sized to its box. This
// module and visx load only when the dashboard draws its first chart (React.lazy in chart-panel.tsx), so
// neither /admin nor the rest of /manage carries them.
import { useEffect, useRef, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import type { ChartSpec } from './dashboard-panels.js';

export interface DashboardChartProps {
  spec: ChartSpec;
  /** The chart's name for screen readers (its title and what the Table view holds). */
  label: string;
}

/** The series' colours: each at least 3:1 against white (WCAG 1.4.11), and told apart without colour by the legend's order. */
export const SERIES_COLOURS = ['#1a5fb4', '#b35900', '#2e7d32'] as const;
const AXIS = '#595959';
const GRID = '#e4e7eb';
const TICK_LABEL = { fill: AXIS, fontSize: 11, fontFamily: 'inherit' } as const;

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const maxOf = (spec: ChartSpec) => Math.max(0, ...spec.series.flatMap((s) => s.values));
const minOf = (spec: ChartSpec) => Math.min(0, ...spec.series.flatMap((s) => s.values));

/** Every how many categories a label fits on the bottom axis. */
const everyNth = (count: number, width: number) => Math.max(1, Math.ceil(count / Math.max(2, Math.floor(width / 72))));

function OverDays({ spec, width }: { spec: ChartSpec; width: number }) {
  const height = 220;
  const margin = { top: 12, right: 12, bottom: 28, left: 64 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const y = scaleLinear<number>({ domain: [minOf(spec), maxOf(spec) || 1], range: [innerHeight, 0], nice: true });
  const x = scaleBand<number>({ domain: spec.labels.map((_l, i) => i), range: [0, innerWidth], padding: 0.2 });
  const step = everyNth(spec.labels.length, innerWidth);
  const ticks = spec.labels.map((_l, i) => i).filter((i) => i % step === 0);
  const yTicks = y.ticks(4).filter((tick) => !spec.integer || Number.isInteger(tick));
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const groupWidth = x.bandwidth() / spec.series.length;
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        {yTicks.map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
        ))}
        {spec.kind === 'line' && spec.series[0] ? (
          <>
            <AreaClosed<number>
              data={spec.series[0].values}
              x={(_v, i) => centre(i)}
              y={(v) => y(v)}
              yScale={y}
              fill={SERIES_COLOURS[0]}
              fillOpacity={0.12}
            />
            <LinePath<number>
              data={spec.series[0].values}
              x={(_v, i) => centre(i)}
              y={(v) => y(v)}
              stroke={SERIES_COLOURS[0]}
              strokeWidth={2}
            />
          </>
        ) : (
          spec.series.map((series, s) =>
            series.values.map((value, i) => {
              const top = y(Math.max(0, value));
              return (
                <Bar
                  key={`${s}-${i}`}
                  x={(x(i) ?? 0) + s * groupWidth}
                  y={top}
                  width={Math.max(1, groupWidth - 1)}
                  height={Math.abs(y(value) - y(0))}
                  fill={SERIES_COLOURS[s % SERIES_COLOURS.length]}
                  rx={2}
                >
                  <title>{`${spec.labels[i] ?? ''} · ${series.label}: ${spec.format(value)}`}</title>
                </Bar>
              );
            }),
          )
        )}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(v) => spec.format(Number(v))}
          stroke={AXIS}
          tickStroke={AXIS}
          tickLabelProps={TICK_LABEL}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(i) => spec.labels[Number(i)] ?? ''}
          stroke={AXIS}
          tickStroke={AXIS}
          tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

/** Horizontal bars, one group a row: the row's name above its bars, each bar's value at its end. */
function ByRow({ spec, width }: { spec: ChartSpec; width: number }) {
  const bar = 12;
  const rowHeight = 20 + spec.series.length * (bar + 4) + 8;
  const valueRoom = 96;
  const x = scaleLinear<number>({ domain: [0, maxOf(spec) || 1], range: [0, Math.max(40, width - valueRoom)] });
  return (
    <svg width={width} height={spec.labels.length * rowHeight} aria-hidden="true" focusable="false">
      {spec.labels.map((label, i) => (
        <Group key={`${label}-${i}`} top={i * rowHeight}>
          <text x={0} y={14} fill="#1a1a1a" fontSize={13}>
            {label}
          </text>
          {spec.series.map((series, s) => {
            const value = series.values[i] ?? 0;
            const top = 20 + s * (bar + 4);
            const length = Math.max(2, x(Math.max(0, value)));
            return (
              <g key={series.label}>
                <Bar x={0} y={top} width={length} height={bar} fill={SERIES_COLOURS[s % SERIES_COLOURS.length]} rx={2}>
                  <title>{`${label} · ${series.label}: ${spec.format(value)}`}</title>
                </Bar>
                <text x={length + 6} y={top + bar - 2} fill={AXIS} fontSize={11}>
                  {spec.format(value)}
                </text>
              </g>
            );
          })}
        </Group>
      ))}
    </svg>
  );
}

export function DashboardChart({ spec, label }: DashboardChartProps) {
  const { ref, width } = useWidth(640);
  return (
    <figure className="vdb-chart" role="img" aria-label={label}>
      {spec.series.length > 1 ? (
        <ul className="vdb-legend" aria-hidden="true">
          {spec.series.map((series, s) => (
            <li key={series.label}>
              <span className="vdb-legend__swatch" style={{ background: SERIES_COLOURS[s % SERIES_COLOURS.length] }} />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={ref} className="vdb-chart__box">
        {spec.kind === 'bars' ? <ByRow spec={spec} width={width} /> : <OverDays spec={spec} width={width} />}
      </div>
    </figure>
  );
}

export default DashboardChart;
