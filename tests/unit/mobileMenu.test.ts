import { afterEach, describe, expect, it } from 'vitest';
import {
  $mobileMenuOpen,
  bindPageScrollLock,
  closeMobileMenu,
  openMobileMenu,
  toggleMobileMenu,
} from '../../src/stores/mobileMenu';

describe('mobile menu store', () => {
  afterEach(() => closeMobileMenu());

  it('starts closed and changes only through its actions', () => {
    expect($mobileMenuOpen.get()).toBe(false);
    openMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
    closeMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('binds the scroll lock without a document (server rendering) and unbinds cleanly', () => {
    const unbind = bindPageScrollLock();
    openMobileMenu();
    closeMobileMenu();
    expect(() => unbind()).not.toThrow();
  });
});
