import type { AgreementBlock } from './agreementData';
import './agreement.css';

/**
 * A plan agreement's blocks as HTML, in the order the PDF prints them: headings, paragraphs (the
 * money's path and the right to cancel in bold), label–value rows under their title, lists. `level`
 * is the headings' level under the page's own.
 */
export function AgreementDocument({ blocks, level = 2 }: { blocks: AgreementBlock[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Title = level === 2 ? 'h3' : 'h4';
  return (
    <div className="agreement">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') return <Heading key={key}>{block.text}</Heading>;
        if (block.kind === 'paragraph')
          return (
            <p key={key} className={block.emphasis ? 'agreement__emphasis' : undefined}>
              {block.text}
            </p>
          );
        if (block.kind === 'list')
          return (
            <ul key={key} className="agreement__list">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return (
          <div key={key} className="agreement__rows">
            {block.title && <Title>{block.title}</Title>}
            <dl className="agreement__figures">
              {block.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </div>
  );
}
