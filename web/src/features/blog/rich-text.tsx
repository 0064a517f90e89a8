import '@mantine/tiptap/styles.css';
import { Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';

/**
 * The rich text field of the blog's and the newsletter's editors (tiptap through Mantine), loaded
 * only on those pages. It edits HTML; the server sanitizes what is saved. `value` is the initial
 * content: the forms mount it again (a new key) when a saved post or newsletter replaces it.
 * An input's maxLength does not apply to it: it says `maxLength` (the server's limit, of the HTML
 * with its tags) and counts what is written; the form refuses to send more (`atMost` rule).
 */
export function RichText({
  label,
  value,
  onChange,
  error,
  description,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  description?: string;
  maxLength: number;
}) {
  const fieldId = useId();
  const [length, setLength] = useState(() => value.trim().length);
  // Mantine names the wrapper's label `${id}-label`, and its error and description likewise.
  const labelId = `${fieldId}-label`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      // The description says the limit (Mantine names it `${id}-description` too).
      attributes: { 'aria-labelledby': labelId, 'aria-describedby': `${fieldId}-description`, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML();
      setLength(html.trim().length);
      onChange(html);
    },
  });
  const limit = `Up to ${maxLength.toLocaleString('en-US')} characters, formatting included.`;
  return (
    <Input.Wrapper label={label} labelElement="div" id={fieldId} description={description ? `${description} ${limit}` : limit} error={error}>
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      <Text size="xs" ta="right" mt={4} c={length > maxLength ? 'red.8' : 'dimmed'}>
        {length.toLocaleString('en-US')} of {maxLength.toLocaleString('en-US')} characters
      </Text>
    </Input.Wrapper>
  );
}
