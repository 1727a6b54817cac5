import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { meQueryKey } from './use-me';

type Answer = Awaited<ReturnType<typeof api.auth.login.mutate>>;

function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: Answer) => {
    if (answer.status === 'SIGNED_IN') {
      queryClient.setQueryData(meQueryKey, (old: { bypassEnabled: boolean } | undefined) => ({
        bypassEnabled: old?.bypassEnabled ?? false,
        user: answer.user,
      }));
    }
  };
}

export function useLogin() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) => api.auth.login.mutate(input),
    onSuccess: onSignedIn,
  });
}

export function useCompleteNewPassword() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: {
      session: string;
      username: string;
      newPassword: string;
      confirmPassword: string;
    }) => api.auth.completeNewPassword.mutate(input),
    onSuccess: onSignedIn,
  });
}

export function useBypass() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: () => api.auth.bypass.mutate(),
    onSuccess: onSignedIn,
  });
}
