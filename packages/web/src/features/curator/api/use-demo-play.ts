import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../../lib/trpc-query';

/** `slots.demoPlay`: the demo's launch URL. */
export function useDemoPlay() {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { launchUrl } = await client.slots.demoPlay.mutate({ id });
      if (!launchUrl) throw new Error('No launch URL');
      return launchUrl;
    },
  });
}
