import { useId, useState } from 'react';
import { YesNoField } from './YesNoField';

interface SpouseQuestionProps {
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
  strings: { legend: string; whyWeAsk: string; reason: string; yes: string; no: string };
}

/**
 * Married or in a domestic partnership, with the spec's tooltip: a button beside the question
 * shows or hides why we ask (a disclosure, so touch, keyboard and screen readers all reach it).
 */
export function CreditHistorySpouseQuestion({ value, onChange, error, strings }: SpouseQuestionProps) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  return (
    <div className="credit-history__spouse">
      <YesNoField
        name="hasSpouse"
        legend={strings.legend}
        value={value}
        onChange={onChange}
        error={error}
        yes={strings.yes}
        no={strings.no}
        aside={
          <button
            type="button"
            className="why-we-ask"
            aria-label={strings.whyWeAsk}
            title={strings.whyWeAsk}
            aria-expanded={open}
            aria-controls={reasonId}
            onClick={() => setOpen(!open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.preventDefault();
                setOpen(false);
              }
            }}
          >
            <span aria-hidden="true">?</span>
          </button>
        }
      />
      <p className="application-note" id={reasonId} hidden={!open}>
        {strings.reason}
      </p>
    </div>
  );
}
