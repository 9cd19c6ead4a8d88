import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  DefaultEditorOptions,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import type { Validator } from 'react-admin';

/** Bold and italic: the emphasis the API's sanitizer keeps (strong, em). */
function EmphasisButtons() {
  const editor = useTiptapEditor();
  const active = ['bold', 'italic'].filter((mark) => editor?.isActive(mark));
  return (
    <ToggleButtonGroup size="small" value={active} aria-label="Emphasis">
      <ToggleButton
        value="bold"
        aria-label="Bold"
        title="Bold"
        disabled={!editor?.isEditable}
        onClick={() => editor?.chain().focus().toggleMark('bold').run()}
      >
        <FormatBold fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="italic"
        aria-label="Italic"
        title="Italic"
        disabled={!editor?.isEditable}
        onClick={() => editor?.chain().focus().toggleMark('italic').run()}
      >
        <FormatItalic fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Paragraph, section heading (h2) and subheading (h3): the blocks a legal page's contents are cut at. */
function BlockButtons() {
  const editor = useTiptapEditor();
  const blocks = [
    { value: 'paragraph', label: 'Paragraph', attributes: undefined },
    { value: 'heading', label: 'Heading', attributes: { level: 2 } },
    { value: 'subheading', label: 'Subheading', attributes: { level: 3 } },
  ];
  const current = blocks.find(({ value, attributes }) =>
    editor?.isActive(value === 'paragraph' ? 'paragraph' : 'heading', attributes),
  )?.value;
  return (
    <ToggleButtonGroup size="small" exclusive value={current ?? null} aria-label="Block">
      {blocks.map(({ value, label, attributes }) => (
        <ToggleButton
          key={value}
          value={value}
          aria-label={label}
          title={label}
          disabled={!editor?.isEditable}
          onClick={() =>
            editor
              ?.chain()
              .focus()
              .setNode(value === 'paragraph' ? 'paragraph' : 'heading', attributes)
              .run()
          }
          sx={{ textTransform: 'none', px: 1 }}
        >
          {value === 'paragraph' ? '¶' : value === 'heading' ? 'H2' : 'H3'}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * A small rich-text editor for the HTML the API keeps (docs/product.md §13: descriptions and legal
 * pages are sanitized when saved): bold, italic, lists and links, and with `headings` the section
 * headings a legal page's contents list is built from. Its editing area is a textbox named `label`.
 */
export default function HtmlInput({
  source,
  label,
  headings = false,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  headings?: boolean;
  helperText?: string;
  validate?: Validator;
}) {
  return (
    <RichTextInput
      source={source}
      label={label}
      helperText={helperText}
      validate={validate}
      fullWidth
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
      }}
      toolbar={
        <RichTextInputToolbar size="small">
          {headings && <BlockButtons />}
          <EmphasisButtons />
          <ListButtons size="small" />
          <LinkButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
