import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Box } from '@kk/ui';

// Only what a stacked bar chart needs: Chart.js tree-shakes the rest away.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Okabe–Ito: told apart with the common colour-vision deficiencies. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#999999'];

export interface ChartSeries {
  id: string;
  label: string;
  /** Kroner per week, in the weeks' order. */
  values: number[];
}

export interface SpendingChartProps {
  /** One label per week ('Uge 46'). */
  labels: string[];
  series: ChartSeries[];
  /** The chart's name for screen readers; the figures are in the tables it points to. */
  ariaLabel: string;
  describedBy: string;
  formatAmount: (kroner: number) => string;
  locale: string;
}

/**
 * Spending per week, stacked by category (Chart.js on a canvas, its own lazy chunk).
 * The canvas is an image to assistive technology, named by `ariaLabel` and described by
 * the tables of the same figures.
 */
export default function SpendingChart({ labels, series, ariaLabel, describedBy, formatAmount, locale }: SpendingChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, index) => ({ label: s.label, data: s.values, backgroundColor: PALETTE[index % PALETTE.length], stack: 'spending' })),
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked: true, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { stacked: true, ticks: { callback: (value) => formatAmount(Number(value)) } },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(Number(item.raw))}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, formatAmount, locale]);

  return (
    <Box position="relative" h={{ base: '16rem', md: '20rem' }} w="100%">
      <canvas ref={canvasRef} role="img" aria-label={ariaLabel} aria-describedby={describedBy} data-testid="spending-chart" />
    </Box>
  );
}
