import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { SettingsInput } from '@server/features/auth/auth.schema';
import { saveSettings } from '../api/save-settings';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { toast } from '~/components/ui/toaster';
import { useTheme } from '~/components/layout/theme-provider';

/** Email notifications and dark theme, saved as soon as they change and applied at once. */
export function SettingsPanel({ initial }: { initial: SettingsInput }) {
  const [settings, setSettings] = useState(initial);
  const { setTheme } = useTheme();
  const revalidator = useRevalidator();

  const update = async (next: SettingsInput) => {
    const previous = settings;
    setSettings(next);
    setTheme(next.theme, { save: false });
    try {
      await saveSettings(next);
      toast.success('Settings updated', { description: 'Your preferences have been saved successfully.' });
      await revalidator.revalidate();
    } catch {
      setSettings(previous);
      setTheme(previous.theme, { save: false });
      toast.error('Failed to update settings. Please try again.');
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="email-notifications">Email notifications</Label>
          <p className="text-sm text-muted-foreground">Market updates, new resources and reminders.</p>
        </div>
        <Switch
          id="email-notifications"
          checked={settings.emailNotifications}
          onChange={(event) => update({ ...settings, emailNotifications: event.target.checked })}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="dark-theme">Dark theme</Label>
          <p className="text-sm text-muted-foreground">Easier on the eyes late at night.</p>
        </div>
        <Switch
          id="dark-theme"
          checked={settings.theme === 'dark'}
          onChange={(event) => update({ ...settings, theme: event.target.checked ? 'dark' : 'light' })}
        />
      </div>
    </div>
  );
}
