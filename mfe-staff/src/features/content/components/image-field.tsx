import { ApiRequestError } from '@haveli/api-client';
import { Button, FormField, Icon, Upload } from '@haveli/ui';
import { useId, useRef } from 'react';
import { useUploadImage } from '../api/upload-image';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Only the site's own addresses and https ones are shown (and accepted by the API). */
const isShowable = (url: string) => /^(\/(?!\/)|https:\/\/)\S+$/.test(url);

/**
 * An image field: its address, typed or filled in by uploading a photo (the API makes the site's variants of
 * it), with a preview of what the address shows.
 */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const uploadError = upload.isError
    ? upload.error instanceof ApiRequestError
      ? (upload.error.fields?.image ?? upload.error.message)
      : upload.error.message
    : undefined;

  return (
    <div className="mb-3">
      <div className="row g-2 align-items-start">
        <FormField
          label={label}
          className="col-12 col-md"
          error={uploadError ?? error}
          hint="Upload a photo (JPEG, PNG or WebP, at most 5 MB), or give a site path or an https address."
        >
          {(control) => (
            <input {...control} value={value} onChange={(event) => onChange(event.target.value)} />
          )}
        </FormField>
        <div className="col-12 col-md-auto pt-md-4 mt-md-2">
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="d-none"
            aria-label={`Photo to upload for ${label}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file, { onSuccess: (image) => onChange(image.url) });
            }}
          />
          <Button variant="secondary" busy={upload.isPending} onClick={() => fileInput.current?.click()}>
            <Icon icon={Upload} size={18} className="me-1" />
            Upload a photo
            <span className="visually-hidden"> for {label}</span>
          </Button>
        </div>
      </div>
      {value && isShowable(value) && (
        <img
          src={value}
          alt={`Preview of ${label.toLowerCase()}`}
          className="img-thumbnail mt-2 content-image-preview"
        />
      )}
    </div>
  );
}
