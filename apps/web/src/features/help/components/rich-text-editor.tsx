import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { uploadHelpImage } from '../api/help-writing.ts';

type RichTextEditorProps = {
  id: string;
  value: string;
  locale: 'ar' | 'en';
  onChange: (html: string) => void;
};

/**
 * The help article's text (Tiptap): headings, emphasis, lists, quotes, links and pictures uploaded to our store.
 * What it writes is sanitized again by the server; loaded only with the admin's article screen.
 */
export function RichTextEditor({ id, value, locale, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['https'], defaultProtocol: 'https' },
        codeBlock: false,
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { id, dir: locale === 'ar' ? 'rtl' : 'ltr', lang: locale, class: 'help-editor-area' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  // The editor keeps the caret while a tool is pressed: focus handed back later (the next frame) loses keys typed at once.
  const keepEditorFocus = (event: MouseEvent) => event.preventDefault();
  const tool = (key: string, label: string, icon: ReactNode, pressed: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'default'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        onMouseDown={keepEditorFocus}
        onClick={run}
        data-testid={`help-editor-${key}`}
      />
    </Tooltip>
  );
  const textTool = (key: string, label: string, text: string, pressed: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'default'}
        aria-pressed={pressed}
        onMouseDown={keepEditorFocus}
        onClick={run}
        data-testid={`help-editor-${key}`}
      >
        {text}
      </Button>
    </Tooltip>
  );

  const setLink = () => {
    const href = window.prompt(t('help.admin.editor.linkPrompt'), editor.getAttributes('link').href as string);
    if (href === null) return;
    if (!href.trim()) return void chain().unsetLink().run();
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const addImage = async (file: File) => {
    setUploading(true);
    try {
      const src = await uploadHelpImage(file);
      chain().setImage({ src, alt: file.name }).run();
    } catch (error) {
      showApiError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="help-editor">
      <Space wrap size={4} className="help-editor-toolbar" role="toolbar">
        {textTool('h2', t('help.admin.editor.heading2'), 'H2', active.h2, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {textTool('h3', t('help.admin.editor.heading3'), 'H3', active.h3, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('bold', t('help.admin.editor.bold'), <BoldOutlined />, active.bold, () => chain().toggleBold().run())}
        {tool('italic', t('help.admin.editor.italic'), <ItalicOutlined />, active.italic, () =>
          chain().toggleItalic().run(),
        )}
        {tool('bullets', t('help.admin.editor.bulletList'), <UnorderedListOutlined />, active.bulletList, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('numbers', t('help.admin.editor.orderedList'), <OrderedListOutlined />, active.orderedList, () =>
          chain().toggleOrderedList().run(),
        )}
        {textTool('quote', t('help.admin.editor.quote'), '❝', active.blockquote, () =>
          chain().toggleBlockquote().run(),
        )}
        {tool('link', t('help.admin.editor.link'), <LinkOutlined />, active.link, setLink)}
        <Tooltip title={uploading ? t('help.admin.editor.uploading') : t('help.admin.editor.image')}>
          <Button
            size="small"
            icon={<PictureOutlined />}
            aria-label={t('help.admin.editor.image')}
            loading={uploading}
            onClick={() => fileInput.current?.click()}
            data-testid="help-editor-image"
          />
        </Tooltip>
        <CloudPicker
          compact
          size="small"
          bordered
          testId="help-editor-cloud-image"
          label={t('help.admin.editor.imageFromCloud')}
          extensions={['png', 'jpg', 'jpeg', 'gif']}
          onPick={(file) => chain().setImage({ src: file.url, alt: file.name }).run()}
        />
        {tool('undo', t('help.admin.editor.undo'), <UndoOutlined />, false, () => chain().undo().run())}
        {tool('redo', t('help.admin.editor.redo'), <RedoOutlined />, false, () => chain().redo().run())}
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept=".png,.jpg,.jpeg,.gif"
        hidden
        data-testid="help-editor-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addImage(file);
        }}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
