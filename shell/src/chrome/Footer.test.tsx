import { render, screen, within } from '@testing-library/react';
import { getBrand, usePageSettings } from '@kk/platform';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerChromeTexts } from './chromeTexts';
import { Footer } from './Footer';

async function renderFooter(pageKey: string, culture: 'da' | 'en') {
  await setUpPage({ pageKey, culture }, registerChromeTexts);
  render(<KkProvider><Footer onOpenHelp={() => undefined} /></KkProvider>);
}

beforeEach(() => usePageSettings.getState().setSettings([]));

describe('Footer', () => {
  it.each([
    ['kkpay', 'terms-kkpay.pdf', 'data-policy-default.pdf'],
    ['godset', 'terms-godset.pdf', 'data-policy-godset.pdf'],
    ['skolepenge', 'terms-default.pdf', 'data-policy-default.pdf'],
  ])('shows the %s brand, its registration number, contact data and documents', async (pageKey, terms, dataPolicy) => {
    await renderFooter(pageKey, 'da');
    const brand = getBrand(pageKey);
    for (const section of ['logo', 'guides', 'legal', 'about', 'support']) expect(screen.getByTestId(`footer-${section}`)).toBeInTheDocument();
    expect(screen.getByTestId('footer-cvr')).toHaveTextContent(`CVR-nr. ${brand.footer.cvr}`);
    expect(screen.getByRole('link', { name: brand.footer.phone })).toHaveAttribute('href', `tel:${brand.footer.phone.replace(/\s/g, '')}`);
    expect(screen.getByRole('link', { name: brand.footer.email })).toHaveAttribute('href', `mailto:${brand.footer.email}`);
    expect(screen.getByTestId('footer-support')).toHaveTextContent(brand.footer.openingHours.da);
    expect(screen.getByTestId('footer-terms')).toHaveAttribute('href', `/brands/${brand.subdomain}/${terms}`);
    expect(screen.getByTestId('footer-data-policy')).toHaveAttribute('href', `/brands/${brand.subdomain}/${dataPolicy}`);
    expect(screen.getByTestId('footer-data-policy-mitid')).toHaveAttribute('href', `/brands/${brand.subdomain}/${dataPolicy.replace('.pdf', '-mitid.pdf')}`);
    expect(screen.getByTestId('footer-cookie-policy')).toHaveAttribute('href', `/brands/${brand.subdomain}/cookie-policy.pdf`);
    expect(screen.getByTestId('footer-user-guide')).toHaveAttribute('href', `/brands/${brand.subdomain}/user-guide-da.pdf`);
  });

  it('links the user guide for other languages in English, with English texts', async () => {
    await renderFooter('kkpay', 'en');
    expect(screen.getByTestId('footer-user-guide')).toHaveAttribute('href', '/brands/kkpay/user-guide-other.pdf');
    expect(within(screen.getByTestId('footer-guides')).getByRole('heading')).toHaveTextContent('Guides');
    expect(screen.getByTestId('footer-cvr')).toHaveTextContent('Company reg. no. 40117325');
    expect(screen.getByTestId('footer-terms')).toHaveTextContent('Terms and conditions (PDF) (opens in a new window)');
  });

  it('hides a section only when its page setting is false', async () => {
    usePageSettings.getState().setSettings([{ Key: 'FooterLegal', Value: 'false' }, { Key: 'FooterAbout', Value: 'true' }]);
    await renderFooter('kkpay', 'da');
    expect(screen.queryByTestId('footer-legal')).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-about')).toBeInTheDocument();
  });
});
