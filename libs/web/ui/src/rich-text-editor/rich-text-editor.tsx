import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Typography, theme } from 'antd';
import { useEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { plainText } from './plain-text';

export interface RichTextEditorProps {
  /** HTML; antd Form passes it as value/onChange. */
  value?: string;
  onChange?: (html: string) => void;
  /** Most plain-text characters the text may hold; typing or pasting beyond it is refused. */
  maxPlainLength: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const COMMANDS: Array<{ command: string; label: string; icon: ReactNode }> = [
  { command: 'bold', label: 'Negrita', icon: <BoldOutlined /> },
  { command: 'italic', label: 'Cursiva', icon: <ItalicOutlined /> },
  { command: 'underline', label: 'Subrayado', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', label: 'Lista con viñetas', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', label: 'Lista numerada', icon: <OrderedListOutlined /> },
];

function placeCaretAtEnd(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A small rich-text box (bold, italic, underline, lists) whose plain text is limited, for the package
 * summary. Pasted content arrives as plain text; the server sanitises the HTML again.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useRef<HTMLDivElement>(null);
  const lastHtml = useRef(props.value ?? '');
  const length = plainText(props.value ?? '').length;

  useEffect(() => {
    const element = editor.current;
    const html = props.value ?? '';
    if (element && element.innerHTML !== html) element.innerHTML = html;
    lastHtml.current = html;
  }, [props.value]);

  const emit = () => {
    const element = editor.current;
    if (!element) return;
    const html = element.textContent === '' && !element.querySelector('li') ? '' : element.innerHTML;
    if (plainText(html).length > props.maxPlainLength) {
      element.innerHTML = lastHtml.current;
      placeCaretAtEnd(element);
      return;
    }
    lastHtml.current = html;
    props.onChange?.(html);
  };

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const room = props.maxPlainLength - plainText(lastHtml.current).length;
    const text = event.clipboardData.getData('text/plain').slice(0, Math.max(0, room));
    if (text !== '') document.execCommand('insertText', false, text);
  };

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Space size={2} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, width: '100%' }}>
        {COMMANDS.map(({ command, label, icon }) => (
          <Button
            key={command}
            type="text"
            size="small"
            icon={icon}
            aria-label={label}
            title={label}
            disabled={props.disabled}
            // Keeps the selection inside the editor while the command runs.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              document.execCommand(command);
              emit();
            }}
          />
        ))}
      </Space>
      <div
        ref={editor}
        id={props.id}
        role="textbox"
        aria-multiline="true"
        aria-label={props['aria-label']}
        aria-placeholder={props.placeholder}
        contentEditable={!props.disabled}
        suppressContentEditableWarning
        onInput={emit}
        onPaste={paste}
        style={{ minHeight: 96, padding: '6px 11px', outline: 'none', color: token.colorText, overflowWrap: 'anywhere' }}
      />
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right', padding: '0 8px 4px', fontSize: 12 }}>
        {length}/{props.maxPlainLength}
      </Typography.Text>
    </div>
  );
}
