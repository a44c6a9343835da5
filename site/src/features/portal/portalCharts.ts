/*
 * What the portal's charts share (expense summary, financials). Constants only: the chart code
 * itself (@mui/x-charts) is imported lazily by the page that draws it, so no other page loads it.
 * SVG attributes cannot read CSS variables, so the colours are written out: the site's primary
 * colour first, then colours at least 4.5:1 on white, each line also marked by its own shape.
 */
export const chartColors = ['#0c6157', '#1f4fd1', '#b3261e', '#6a3d9a', '#7a5200', '#1d2b2a'] as const;

export const chartMarkShapes = ['circle', 'square', 'diamond', 'triangle', 'star', 'cross'] as const;

/** Tick labels in the page's own font and a size that fits a phone. */
export const chartTickStyle = { fontFamily: 'inherit', fontSize: 12, fill: '#46524f' } as const;
