import type { Career } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { getPagesByCategory } from '../../../api/get-pages-by-category';

/** The open job postings (SPEC §7 web/page/cat/{categoryId}); only a list is accepted as `page`. */
export function useCareers() {
  return useQuery({
    queryKey: ['pages', 'careers'],
    queryFn: async ({ signal }) => {
      const response = await getPagesByCategory<Career>('careers', { signal });
      if (!Array.isArray(response.page)) {
        console.error('Unexpected data format:', response);
        throw new Error('The job postings could not be read. Please try again.');
      }
      return response.page;
    },
  });
}
