import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../components/language/LanguageSwitch';
import { missingKeys } from '../test/missingKeys';
import { render } from '../test/render';
import { i18n } from './i18n';

function Unknown() {
  const { t } = useTranslation();
  // A key no catalogue has, as a typo or a forgotten entry would be (tsc refuses it when typed).
  return <p>{t('no.such.key' as never)}</p>;
}

describe('i18n', () => {
  afterEach(() => {
    i18n.removeResourceBundle('en', 'extra');
  });

  it('reports a key the catalogue lacks, which fails the test that rendered it', () => {
    render(<Unknown />);
    expect(missingKeys.splice(0)).toEqual(['en play:no.such.key']);
  });

  it('does not fill a missing French text with the English one in tests', async () => {
    i18n.addResourceBundle('en', 'extra', { onlyEnglish: 'Only in English' });
    await act(() => i18n.changeLanguage('fr'));
    expect(i18n.t('extra:onlyEnglish' as never)).not.toBe('Only in English');
    expect(missingKeys.splice(0)).toEqual(['fr extra:onlyEnglish']);
  });

  it('switches every text and <html lang> with the language, and stores the choice', async () => {
    render(<LanguageSwitch />);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('quizfest.playerLanguage')).toBe('fr_FR');
  });

  it('loads the manager catalogue on demand, in both languages', async () => {
    await i18n.loadNamespaces('manage');
    expect(i18n.getFixedT('en', 'manage')('language.label')).toBe('Interface language');
    expect(i18n.getFixedT('fr', 'manage')('language.label')).toBe('Langue de l’interface');
  });
});
