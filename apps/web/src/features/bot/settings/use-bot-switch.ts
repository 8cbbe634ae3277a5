import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useBotSettings, useSaveBotSettings } from './bot-settings-api.ts';

/** The page's bot switch as the bot's screens need it: whether it is off, and turning it on from where it is missed. */
export function useBotSwitch() {
  const stored = useBotSettings();
  const save = useSaveBotSettings();
  const showApiError = useShowApiError();
  const settings = stored.data?.settings;
  return {
    // Unknown while loading: no warning flashes before the settings are read.
    botOff: settings ? !settings.bot_enabled : false,
    turning: save.isPending,
    turnOn: () => {
      if (!settings) return;
      save.mutateAsync({ ...settings, bot_enabled: true }).catch(showApiError);
    },
  };
}
