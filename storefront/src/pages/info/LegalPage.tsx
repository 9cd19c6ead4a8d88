import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../api/client';
import type { components } from '@satchel/shared/web';

type Slug = components['schemas']['LegalPageDto']['slug'];

/**
 * The admin's text of a policy when there is one (sanitized when saved), else the fixed text of
 * docs/product.md §2 (docs/product.md §13).
 */
function useLegalContent(slug: Slug): string | null | undefined {
  const [content, setContent] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api
      .GET('/api/legal-pages/{slug}', { params: { path: { slug } } })
      .then(({ data }) => current && setContent(data?.content?.trim() ? data.content : null))
      .catch(() => current && setContent(null));
    return () => {
      current = false;
    };
  }, [slug]);
  return content;
}

export interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long text with a sticky contents list that scrolls to its sections. */
function SectionedText({ sections, label }: { sections: Section[]; label: string }) {
  return (
    <div className="sectioned">
      <nav className="sectioned__contents" aria-label={label}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="sectioned__body">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}

/** A policy's text: the admin's HTML (sanitized by the API when saved) when there is some, else `sections`. */
export function PolicyText({ slug, sections }: { slug: Slug; sections: Section[] }) {
  const edited = useLegalContent(slug);
  if (edited === undefined) return <div className="page-loading" aria-busy="true" />;
  if (edited) return <div className="legal-text" dangerouslySetInnerHTML={{ __html: edited }} />;
  return <SectionedText sections={sections} label="Contents" />;
}
