import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeLevel,
  fetchConfiguration,
  fetchHealth,
  fetchInfo,
  fetchLoggers,
  fetchMetrics,
  managementKeys,
} from '../api/management.api.ts';

export const useMetrics = () =>
  useQuery({ queryKey: managementKeys.metrics, queryFn: ({ signal }) => fetchMetrics(signal) });
export const useHealth = () =>
  useQuery({ queryKey: managementKeys.health, queryFn: ({ signal }) => fetchHealth(signal) });
export const useConfiguration = () =>
  useQuery({ queryKey: managementKeys.configuration, queryFn: ({ signal }) => fetchConfiguration(signal) });
export const useLoggers = () =>
  useQuery({ queryKey: managementKeys.loggers, queryFn: ({ signal }) => fetchLoggers(signal) });
export const useInfo = () =>
  useQuery({ queryKey: managementKeys.info, queryFn: ({ signal }) => fetchInfo(signal) });

export function useChangeLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, level }: { name: string; level: string | null }) => changeLevel(name, level),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.loggers }),
  });
}
