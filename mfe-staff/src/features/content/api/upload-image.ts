import { http } from '@haveli/api-client';
import type { StaffImage } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** POST staff/images: a photo made into the site's variants; the answer's `url` goes into an image field. */
export async function uploadImage(file: File): Promise<StaffImage> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await http.post<StaffImage>('staff/images', form);
  return data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
