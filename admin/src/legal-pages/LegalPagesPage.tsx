import { PAGE_NAMES } from '@satchel/shared';
import { Box, Button, Card, CardContent, Skeleton, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, Title, useDataProvider, useNotify } from 'react-admin';
import { HistoryButton } from '../audit-log/HistoryButton';

export const LEGAL_PAGE_TABS = ['privacy-policy', 'terms-conditions'] as const;
type Slug = (typeof LEGAL_PAGE_TABS)[number];
/** Each tab is named as the storefront names its page. */
const TAB_LABELS: Record<Slug, string> = {
  'privacy-policy': PAGE_NAMES.privacyPolicy,
  'terms-conditions': PAGE_NAMES.terms,
};

interface LegalPage {
  id: Slug;
  slug: Slug;
  title: string;
  content: string;
  updatedAt: string | null;
}

// The editor (tiptap) loads with this page, not with the back office.
const HtmlInput = lazy(() => import('../lib/HtmlInput'));

/**
 * docs/product.md §2 /admin/legal: a tab per page, each a rich-text editor (the page's HTML, whose
 * headings become the storefront's contents list) and Save. Both tabs stay mounted, so switching
 * keeps what was written.
 */
export function LegalPagesPage() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [tab, setTab] = useState<Slug>('privacy-policy');
  const [pages, setPages] = useState<Partial<Record<Slug, LegalPage>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    // The record id is the slug; both pages exist (empty content) before the admin first writes them.
    Promise.all(LEGAL_PAGE_TABS.map((slug) => dataProvider.getOne<LegalPage>('legal-pages', { id: slug })))
      .then((answers) => {
        if (live) setPages(Object.fromEntries(answers.map(({ data }) => [data.id, data])));
      })
      .catch(() => live && notify('Failed to fetch legal pages.', { type: 'error' }));
    return () => {
      live = false;
    };
  }, [dataProvider, notify]);

  const save = async (slug: Slug, content: string) => {
    const page = pages[slug];
    if (!page) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.update<LegalPage>('legal-pages', {
        id: slug,
        data: { content },
        previousData: page,
      });
      // The server sanitizes the HTML: the editor starts again from what was kept.
      setPages((all) => ({ ...all, [slug]: data }));
      notify('Page saved successfully!', { type: 'success' });
    } catch {
      notify('Failed to save page.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Legal pages" />
      <Tabs value={tab} onChange={(_event, value: Slug) => setTab(value)} aria-label="Legal pages">
        {LEGAL_PAGE_TABS.map((slug) => (
          <Tab key={slug} value={slug} label={TAB_LABELS[slug]} id={`tab-${slug}`} aria-controls={`panel-${slug}`} />
        ))}
      </Tabs>
      {LEGAL_PAGE_TABS.map((slug) => {
        const page = pages[slug];
        return (
          <CardContent
            key={slug}
            role="tabpanel"
            id={`panel-${slug}`}
            aria-labelledby={`tab-${slug}`}
            hidden={slug !== tab}
          >
            {page ? (
              <Form
                key={page.updatedAt ?? 'unsaved'}
                record={page}
                onSubmit={(values: { content?: string }) => save(slug, values.content ?? '')}
              >
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <HtmlInput
                    source="content"
                    label={page.title}
                    headings
                    helperText="Its headings make the page's contents list. An empty page shows the shop's standard text."
                  />
                </Suspense>
                <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Button type="submit" variant="contained" disabled={saving}>
                    Save
                  </Button>
                  <HistoryButton entity="legal-page" id={slug} />
                </Box>
              </Form>
            ) : (
              // Loading, or it could not be loaded: nothing to save yet.
              <Button variant="contained" disabled>
                Save
              </Button>
            )}
          </CardContent>
        );
      })}
    </Card>
  );
}
