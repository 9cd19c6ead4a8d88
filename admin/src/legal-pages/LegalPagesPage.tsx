import { Box, Button, Card, CardContent, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';

export const LEGAL_PAGE_TABS = ['privacy-policy', 'terms-conditions'] as const;
type Slug = (typeof LEGAL_PAGE_TABS)[number];

interface LegalPage {
  id: Slug;
  slug: Slug;
  title: string;
  content: string;
  updatedAt: string | null;
}

/** docs/product.md §2 /admin/legal: a tab per page, each a text area (the page's HTML) and Save. */
export function LegalPagesPage() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [tab, setTab] = useState<Slug>('privacy-policy');
  const [pages, setPages] = useState<Partial<Record<Slug, LegalPage>>>({});
  const [drafts, setDrafts] = useState<Partial<Record<Slug, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    // The record id is the slug; both pages exist (empty content) before the admin first writes them.
    Promise.all(LEGAL_PAGE_TABS.map((slug) => dataProvider.getOne<LegalPage>('legal-pages', { id: slug })))
      .then((answers) => {
        if (!live) return;
        const loaded = answers.map(({ data }) => data);
        setPages(Object.fromEntries(loaded.map((page) => [page.id, page])));
        setDrafts(Object.fromEntries(loaded.map((page) => [page.id, page.content])));
      })
      .catch(() => live && notify('Failed to fetch legal pages.', { type: 'error' }));
    return () => {
      live = false;
    };
  }, [dataProvider, notify]);

  const save = async () => {
    const page = pages[tab];
    if (!page) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.update<LegalPage>('legal-pages', {
        id: tab,
        data: { content: drafts[tab] ?? '' },
        previousData: page,
      });
      setPages((all) => ({ ...all, [tab]: data }));
      // The server sanitizes the HTML: show what was kept.
      setDrafts((all) => ({ ...all, [tab]: data.content }));
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
          <Tab key={slug} value={slug} label={slug} id={`tab-${slug}`} aria-controls={`panel-${slug}`} />
        ))}
      </Tabs>
      <CardContent role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <TextField
          label={pages[tab]?.title ?? 'Content'}
          multiline
          minRows={14}
          fullWidth
          value={drafts[tab] ?? ''}
          onChange={(event) => setDrafts((all) => ({ ...all, [tab]: event.target.value }))}
          helperText="HTML is allowed; it is sanitized when saved. Empty pages show the shop's standard text."
          disabled={!pages[tab]}
        />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={save} disabled={saving || !pages[tab]}>
            Save
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
