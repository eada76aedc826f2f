import type { Faq } from '@haveli/contracts';
import { useId, useState } from 'react';

/** SPEC §4: at most one answer open; clicking the open question closes it. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="accordion faq-accordion">
      {faqs.map((faq) => {
        const open = faq.id === openId;
        const buttonId = `${id}-question-${faq.id}`;
        const panelId = `${id}-answer-${faq.id}`;
        return (
          <div className="accordion-item" key={faq.id}>
            <h2 className="accordion-header">
              <button
                id={buttonId}
                type="button"
                className={`accordion-button${open ? '' : ' collapsed'}`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
              >
                {faq.question}
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse collapse show"
              hidden={!open}
            >
              <div className="accordion-body">{faq.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
