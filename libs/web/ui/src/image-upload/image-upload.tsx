import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { contentMatchesExtension, fileExtension, FILE_EXTENSIONS, MESSAGES, uploadFileRule } from '@lic/shared-rules';

/** A chosen file (base64 content, not yet sent) or one already stored (its URL). */
export interface UploadedImage {
  fileName: string;
  contentBase64?: string;
  url?: string;
}

export interface ImageUploadProps {
  value?: UploadedImage | null;
  onChange?: (image: UploadedImage | null) => void;
  disabled?: boolean;
  buttonText?: string;
  id?: string;
}

/** backoffice-catalogue.md §9: the simulated progress ticks every 500 ms and the upload shows for 2 s. */
export const UPLOAD_TICK_MS = 500;
export const UPLOAD_DISPLAY_MS = 2000;
const STEP = 100 / (UPLOAD_DISPLAY_MS / UPLOAD_TICK_MS);

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function base64Bytes(base64: string, count: number): Uint8Array {
  const binary = atob(base64.slice(0, Math.ceil((count * 4) / 3) + 4));
  return Uint8Array.from(binary.slice(0, count), (char) => char.charCodeAt(0));
}

function previewSource(image: UploadedImage): string | null {
  const extension = fileExtension(image.fileName);
  if (extension === 'pdf') return null;
  if (image.contentBase64) return `data:image/${extension === 'jpg' ? 'jpeg' : extension};base64,${image.contentBase64}`;
  return image.url ?? null;
}

/**
 * Picks an offer image (.jpg, .jpeg, .png, .gif or .pdf, at most 2 MB, checked by name, size and content),
 * shows a simulated upload progress and hands the file over as base64 once it completes.
 */
export function ImageUpload(props: ImageUploadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const choose = async (file: File) => {
    stop();
    const invalid = uploadFileRule({ name: file.name, size: file.size });
    if (invalid) {
      setError(invalid);
      return;
    }
    const contentBase64 = await readBase64(file);
    if (!contentMatchesExtension(base64Bytes(contentBase64, 8), fileExtension(file.name))) {
      setError(MESSAGES.fileExtension);
      return;
    }
    setError(null);
    let percent = 0;
    setProgress(percent);
    timer.current = setInterval(() => {
      percent = Math.min(100, percent + STEP);
      if (percent < 100) {
        setProgress(percent);
        return;
      }
      stop();
      setProgress(null);
      props.onChange?.({ fileName: file.name, contentBase64 });
    }, UPLOAD_TICK_MS);
  };

  const image = props.value ?? null;
  const preview = image ? previewSource(image) : null;

  return (
    <div id={props.id}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept={FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          showUploadList={false}
          disabled={props.disabled || progress !== null}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={props.disabled || progress !== null}>
            {props.buttonText ?? 'Cargar imagen'}
          </Button>
        </Upload>
        {progress !== null && <Progress percent={progress} size="small" aria-label="Progreso de carga" />}
        {error !== null && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        {image !== null && progress === null && (
          <Space align="center" wrap data-testid="uploaded-image">
            {preview ? (
              <img src={preview} alt={image.fileName} style={{ maxWidth: 120, maxHeight: 80, objectFit: 'contain', borderRadius: 4 }} />
            ) : (
              <PaperClipOutlined />
            )}
            <Typography.Text>{image.fileName}</Typography.Text>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="Quitar imagen"
              disabled={props.disabled}
              onClick={() => props.onChange?.(null)}
            />
          </Space>
        )}
      </Space>
    </div>
  );
}
