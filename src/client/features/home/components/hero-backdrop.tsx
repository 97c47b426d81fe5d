/** Fine brass pinstripes fading in from the right, a nod to the barber's pole; decoration only. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-y-0 right-0 w-full bg-[repeating-linear-gradient(135deg,rgb(214_177_94/0.07)_0_1px,transparent_1px_18px)] [mask-image:linear-gradient(to_left,black,transparent_75%)] sm:w-2/3" />
      <div className="absolute -right-24 -top-24 size-[26rem] rounded-full border border-gold-400/15 sm:-right-10 sm:size-[34rem]" />
      <div className="absolute -right-10 -top-10 size-[18rem] rounded-full border border-gold-400/10 sm:right-16 sm:size-[24rem]" />
      <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-gold-400/40 to-transparent" />
    </div>
  );
}
