import re,glob,os
defaults={}
for f in glob.glob('src/design-system/**/*.tsx',recursive=True):
    if '.stories' in f: continue
    s=open(f).read()
    for m in re.finditer(r"export function (\w+)\(\{(.*?)\}[:)]",s,re.S):
        comp,body=m.group(1),m.group(2)
        props=re.findall(r"^\s*(\w+) = '([A-Z][^']*)'",body,re.M)
        if props: defaults[comp]=props
for f in glob.glob('src/**/*.tsx',recursive=True):
    if f.startswith('src/design-system') or '.stories' in f: continue
    s=open(f).read()
    for comp,props in defaults.items():
        for m in re.finditer(r"<%s\b(.*?)(/?>)"%comp,s,re.S):
            attrs=m.group(1)
            if '{...' in attrs: spread=True
            else: spread=False
            missing=[p for p,_ in props if not re.search(r"\b%s="%p,attrs)]
            if missing:
                line=s[:m.start()].count('\n')+1
                print(f"{f}:{line} <{comp}> missing {missing}{' (spread)' if spread else ''}")
