import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label naming the writing area. */
  labelId: string;
  label: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

interface Tool {
  label: string;
  /** The key to press instead, as the editor knows it. */
  keys?: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** What staff format text with: the tags the API's sanitiser keeps (api/src/lib/sanitize-html.ts). */
const TOOLS: readonly Tool[] = [
  {
    label: 'Bold',
    keys: 'Control+B',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    keys: 'Control+I',
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    active: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  { label: 'Undo', keys: 'Control+Z', run: (editor) => editor.chain().focus().undo().run() },
  { label: 'Redo', keys: 'Control+Shift+Z', run: (editor) => editor.chain().focus().redo().run() },
];

/**
 * TipTap (ProseMirror) with a toolbar of labelled buttons: loaded only by the content editor's form
 * (RichTextField imports it lazily), never by a public page. Gives HTML; the API sanitises it before storing.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  label,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => Boolean(current && tool.active?.(current))),
  });

  // A value set from outside (the saved record, as the API cleaned it) replaces what the editor shows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <div
        className="btn-toolbar gap-1 mb-1 rich-text-toolbar"
        role="toolbar"
        aria-label={`Formatting of ${label}`}
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="btn btn-sm btn-outline-dark"
            aria-pressed={tool.active ? Boolean(active?.[index]) : undefined}
            aria-keyshortcuts={tool.keys}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent
        editor={editor}
        className={`form-control rich-text-area${invalid ? ' is-invalid' : ''}`}
      />
    </div>
  );
}
