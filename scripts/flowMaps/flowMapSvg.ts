import dagre from '@dagrejs/dagre';
import type { FlowMapGraph, FlowMapNode } from './flowMapGraph';

/**
 * The flow map drawn as SVG: laid out top to bottom by dagre (a maintained layered-graph layout), drawn here as
 * boxes, polylines and labels. Every text is ASCII (state ids, routes, guard names), so widths are estimated without
 * a font; the output is deterministic, which the staleness test relies on.
 */
const CHAR = 7.2;
const LINE = 16;
const PAD = 10;

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (value: number): number => Math.round(value * 10) / 10;

function nodeLines(node: FlowMapNode): string[] {
  const kind = node.final ? 'result' : node.page === 'form' ? (node.counted ? 'step (counted)' : 'step') : node.page;
  return [node.id, node.route, kind];
}

const FILL: Readonly<Record<string, string>> = { result: '#e8f3ea', confirm: '#fff6e0', form: '#ffffff' };

export function flowMapSvg(graph: FlowMapGraph): string {
  const layout = new dagre.graphlib.Graph({ multigraph: true });
  layout.setGraph({ rankdir: 'TB', nodesep: 30, ranksep: 48, edgesep: 12, marginx: 12, marginy: 12 });
  layout.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) {
    const lines = nodeLines(node);
    layout.setNode(node.id, {
      width: Math.max(...lines.map((line) => line.length)) * CHAR + PAD * 2,
      height: lines.length * LINE + PAD * 2,
    });
  }
  graph.edges.forEach((edge, index) => {
    const label = edge.guard ?? (edge.event === 'submit' ? 'submit' : '');
    layout.setEdge(edge.from, edge.to, { label, width: label.length * CHAR * 0.9, height: label ? LINE : 0, labelpos: 'c' }, `e${index}`);
  });
  dagre.layout(layout);
  const { width = 0, height = 0 } = layout.graph();
  const parts: string[] = [];
  for (const node of graph.nodes) {
    const box = layout.node(node.id);
    const x = round(box.x - box.width / 2);
    const y = round(box.y - box.height / 2);
    const fill = node.final ? FILL['result'] : (FILL[node.page] ?? FILL['form']);
    parts.push(`<g class="state" data-state="${escape(node.id)}">`);
    parts.push(
      `<rect x="${x}" y="${y}" width="${round(box.width)}" height="${round(box.height)}" rx="6" fill="${fill}" stroke="${node.initial ? '#b50d24' : '#555'}" stroke-width="${node.initial ? 2 : 1}"/>`,
    );
    nodeLines(node).forEach((line, index) => {
      const weight = index === 0 ? ' font-weight="bold"' : '';
      parts.push(
        `<text x="${round(box.x)}" y="${round(y + PAD + LINE * (index + 0.75))}" text-anchor="middle"${weight}>${escape(line)}</text>`,
      );
    });
    parts.push('</g>');
  }
  graph.edges.forEach((edge, index) => {
    const route = layout.edge({ v: edge.from, w: edge.to, name: `e${index}` });
    const points = route.points.map((point: { x: number; y: number }) => `${round(point.x)},${round(point.y)}`).join(' ');
    parts.push(`<g class="transition" data-from="${escape(edge.from)}" data-to="${escape(edge.to)}">`);
    parts.push(`<polyline points="${points}" fill="none" stroke="#333" marker-end="url(#arrow)"/>`);
    if (edge.guard && route.x !== undefined && route.y !== undefined) {
      parts.push(
        `<text x="${round(route.x)}" y="${round(route.y + 4)}" text-anchor="middle" fill="#0b4f9c">${escape(`[${edge.guard}]`)}</text>`,
      );
    }
    parts.push('</g>');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(width)}" height="${round(height)}" viewBox="0 0 ${round(width)} ${round(height)}" font-family="monospace" font-size="12" role="img" aria-label="${escape(`${graph.id} flow map`)}">`,
    `<title>${escape(`${graph.id}: ${graph.nodes.length} states, ${graph.edges.length} transitions`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/></marker></defs>',
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
