import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';

/** `slots.demoPlay`: the demo's launch URL. */
export function useDemoPlay() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { launchUrl } = await curatorApi.slots.demoPlay.mutate({ id });
      if (!launchUrl) throw new Error('No launch URL');
      return launchUrl;
    },
  });
}
