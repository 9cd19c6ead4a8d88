import { useMemo, type ReactNode } from 'react';
import { api } from '../../api/client';
import { useApiQuery } from '../../lib/useApiQuery';
import type { components } from '@satchel/shared/web';

type Slug = components['schemas']['LegalPageDto']['slug'];

/**
 * The admin's text of a policy when there is one (sanitized when saved), else the fixed text of
 * docs/product.md §2 (docs/product.md §13).
 */
function useLegalContent(slug: Slug): string | null | undefined {
  return useApiQuery(
    async (signal) => {
      const { data } = await api.GET('/api/legal-pages/{slug}', { params: { path: { slug } }, signal });
      return data?.content?.trim() ? data.content : null;
    },
    [slug],
    () => null,
  );
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

/** Words of a heading as compared with the page's title: 'Terms and Conditions' is 'Terms & Conditions'. */
const comparable = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ').trim();

/** An id for a heading's section: its words, hyphenated, unique on the page. */
function sectionId(title: string, taken: Set<string>): string {
  const base = `policy-${
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'section'
  }`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The admin's policy HTML cut into sections at its headings (the highest level it uses), so it gets
 * the same contents list as the built-in text. A first heading that repeats the page's title is
 * dropped (the page has it as its h1); what comes before the first section is its introduction.
 */
export function sectionsOfHtml(html: string, pageTitle: string): { intro: string; sections: Section[] } {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const nodes = [...body.childNodes];
  const isHeading = (node: ChildNode): node is HTMLElement =>
    node instanceof HTMLElement && /^H[2-4]$/.test(node.tagName);
  const first = nodes.find((node) => !(node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()));
  if (first && isHeading(first) && comparable(first.textContent ?? '') === comparable(pageTitle))
    nodes.splice(nodes.indexOf(first), 1);
  const level = ['H2', 'H3', 'H4'].find((tag) => nodes.some((node) => isHeading(node) && node.tagName === tag));
  const htmlOf = (part: ChildNode[]) =>
    part.map((node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? ''))).join('');
  if (!level) return { intro: htmlOf(nodes), sections: [] };

  const taken = new Set<string>();
  const sections: Section[] = [];
  let intro: ChildNode[] = [];
  let current: { title: string; nodes: ChildNode[] } | null = null;
  const close = () => {
    if (!current) return;
    const content = htmlOf(current.nodes);
    sections.push({
      id: sectionId(current.title, taken),
      title: current.title,
      body: <div className="legal-text" dangerouslySetInnerHTML={{ __html: content }} />,
    });
  };
  for (const node of nodes) {
    if (isHeading(node) && node.tagName === level) {
      close();
      current = { title: node.textContent?.trim() ?? '', nodes: [] };
    } else if (current) current.nodes.push(node);
    else intro.push(node);
  }
  close();
  intro = intro.filter((node) => node.textContent?.trim());
  return { intro: htmlOf(intro), sections };
}

/**
 * A policy's text: the admin's HTML (sanitized by the API when saved) when there is some, cut into
 * sections at its headings, else the built-in `sections`; either way with its contents list.
 */
export function PolicyText({ slug, title, sections }: { slug: Slug; title: string; sections: Section[] }) {
  const edited = useLegalContent(slug);
  const fromAdmin = useMemo(() => (edited ? sectionsOfHtml(edited, title) : null), [edited, title]);
  if (edited === undefined) return <div className="page-loading" aria-busy="true" />;
  if (!fromAdmin) return <SectionedText sections={sections} label="Contents" />;
  return (
    <>
      {fromAdmin.intro && <div className="legal-text" dangerouslySetInnerHTML={{ __html: fromAdmin.intro }} />}
      {fromAdmin.sections.length > 0 && <SectionedText sections={fromAdmin.sections} label="Contents" />}
    </>
  );
}
