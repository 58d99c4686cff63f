import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { contentMatchesExtension, fileExtension, FILE_EXTENSIONS, MESSAGES, uploadFileRule } from '@lic/shared-rules';
import { leadingBytes, readFileBase64 } from './file-content';

/** A checked file, ready to send. */
export interface AttachedFile {
  fileName: string;
  contentBase64: string;
}

export interface FileAttachProps {
  /** The button, e.g. "Adjuntar Comprobante"; also names the group. */
  buttonText: string;
  /** Sends the checked file; the progress runs at least FILE_ATTACH_PROGRESS_MS and until this settles. */
  upload: (file: AttachedFile) => Promise<void>;
  /** After the progress, when upload resolved. */
  onUploaded?: (file: AttachedFile) => void;
  /** After the progress, when upload rejected. */
  onFailed?: (error: unknown, file: AttachedFile) => void;
  /** The file already stored, shown as a link. */
  attachedFileName?: string | null;
  onOpenAttached?: () => void;
  /** The stored file is being fetched. */
  openingAttached?: boolean;
  disabled?: boolean;
}

/** storefront.md §4 File upload and §9: the simulated progress runs about 2 s, ticking every 250 ms. */
export const FILE_ATTACH_PROGRESS_MS = 2000;
export const FILE_ATTACH_TICK_MS = 250;
const TICKS = FILE_ATTACH_PROGRESS_MS / FILE_ATTACH_TICK_MS;
/** Where the bar waits when the server has not answered by the end of the simulated run. */
const WAITING_PERCENT = 95;

export const FILE_ATTACH_TEXTS = {
  progress: 'Progreso de carga',
} as const;

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * A button that attaches a proof: the file is checked by extension, name length, size and content
 * (.jpg, .jpeg, .png, .gif or .pdf; 200 characters; 2 MB), then sent while a simulated progress bar
 * runs; the outcome is reported once both are over. The file already stored shows as a link.
 */
export function FileAttach(props: FileAttachProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, []);

  const send = (file: AttachedFile) => {
    let ticks = 0;
    let outcome: Outcome | null = null;
    const finish = () => {
      if (outcome === null || ticks < TICKS || !mounted.current) return;
      stop();
      setProgress(null);
      if (outcome.ok) latest.current.onUploaded?.(file);
      else latest.current.onFailed?.(outcome.error, file);
    };
    setProgress(0);
    timer.current = setInterval(() => {
      ticks += 1;
      setProgress(Math.min(Math.round((ticks / TICKS) * 100), outcome === null ? WAITING_PERCENT : 100));
      if (ticks >= TICKS) {
        stop();
        finish();
      }
    }, FILE_ATTACH_TICK_MS);
    latest.current.upload(file).then(
      () => {
        outcome = { ok: true };
        finish();
      },
      (reason: unknown) => {
        outcome = { ok: false, error: reason };
        finish();
      },
    );
  };

  const choose = async (file: File) => {
    const invalid = uploadFileRule({ name: file.name, size: file.size });
    if (invalid) {
      setError(invalid);
      return;
    }
    let contentBase64: string;
    try {
      contentBase64 = await readFileBase64(file);
    } catch {
      setError(MESSAGES.fileExtension);
      return;
    }
    if (!mounted.current) return;
    if (!contentMatchesExtension(leadingBytes(contentBase64, 8), fileExtension(file.name))) {
      setError(MESSAGES.fileExtension);
      return;
    }
    setError(null);
    send({ fileName: file.name, contentBase64 });
  };

  const busy = progress !== null;
  const attached = props.attachedFileName ?? null;
  return (
    <div role="group" aria-label={props.buttonText}>
      <Flex vertical gap={8} style={{ minWidth: 220 }}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          multiple={false}
          disabled={props.disabled || busy}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} disabled={props.disabled || busy}>
            {props.buttonText}
          </Button>
        </Upload>
        {busy && <Progress percent={progress} size="small" aria-label={FILE_ATTACH_TEXTS.progress} />}
        {error !== null && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        {attached !== null && attached !== '' && (
          <Button
            type="link"
            icon={<PaperClipOutlined />}
            loading={props.openingAttached}
            disabled={props.onOpenAttached === undefined}
            onClick={props.onOpenAttached}
            style={{ padding: 0, height: 'auto', justifyContent: 'flex-start', whiteSpace: 'normal', textAlign: 'left' }}
          >
            {attached}
          </Button>
        )}
      </Flex>
    </div>
  );
}
